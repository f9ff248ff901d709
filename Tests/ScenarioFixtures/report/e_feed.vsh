# Switches the feed.
open PostFeed
feed popular
expect state @list.total == 45
