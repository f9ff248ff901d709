# at the end of a feed, more says "No more posts" (popular has 45 posts).
open PostFeed feed=popular
expect screen matches "^Feed: popular$"
expect state total == 45
more
expect screen contains Showing 1-40 of 45
more
expect screen contains Showing 1-45 of 45
expect screen contains 45. Popular post 45 · author3
expect state loaded == 45
more
expect screen contains No more posts
expect state loaded == 45
