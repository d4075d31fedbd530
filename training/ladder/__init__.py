"""The SecuenzooS solo challenge ladder: services, views and the display of a run."""
