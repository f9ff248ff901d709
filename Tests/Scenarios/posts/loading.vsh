# A page of posts comes from the page service after its 150 ms latency on the virtual clock;
# until then the list says so. With autosettle off only wait moves the clock.
set autosettle off
open PostList feed=popular
expect screen contains Loading posts...
expect screen lacks No posts
expect state loading == true
wait 149ms
expect state loaded == 0
wait 1ms
expect state loaded == 20
expect screen contains Showing 1-20 of 45
expect screen lacks Loading
# more keeps the rows on screen while the next page loads
more
expect screen contains Showing 1-20 of 45
expect screen contains Loading posts...
wait 150ms
expect screen contains Showing 1-40 of 45
# a login answers after 100 ms
select 1
like
expect top Authorization
login demo demo123
expect screen contains Logging in as demo...
wait 99ms
expect top Authorization
wait 1ms
expect top PostDetail
expect screen contains Likes: 1
