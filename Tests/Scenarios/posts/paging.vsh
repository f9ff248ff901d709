# PostList: 20 posts a page through the paging facade; more appends; refresh goes back.
open PostFeed
more
expect screen contains Showing 1-40 of 1000
expect screen contains 40. News post 40 · author5
expect state loaded == 40
expect state rows.count == 40
more
expect screen contains Showing 1-60 of 1000
refresh
expect screen contains Showing 1-20 of 1000
expect state loaded == 20
expect screen lacks News post 21
