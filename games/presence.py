"""How many people have the site open: a counter shared by every server process.

It lives in the cache (Redis when ``REDIS_URL`` is set, so several daphne processes
agree; local memory otherwise, for the single embedded process).
"""

from django.core.cache import cache

PRESENCE_KEY = "presence:online"


async def presence_join() -> int:
    await cache.aadd(PRESENCE_KEY, 0, timeout=None)
    return await cache.aincr(PRESENCE_KEY)


async def presence_leave() -> int:
    try:
        count = await cache.adecr(PRESENCE_KEY)
    except ValueError:  # the cache was flushed while this socket was open
        return 0
    if count < 0:
        await cache.aset(PRESENCE_KEY, 0, timeout=None)
        return 0
    return count
