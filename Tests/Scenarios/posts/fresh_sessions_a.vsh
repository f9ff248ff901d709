# every scenario starts fresh. This one logs in and likes; fresh_sessions_b.vsh
# then finds nobody logged in, no likes, the clock at 0 and frame counters at 1.
open PostDetail postId=news-1
like
login demo demo123
expect screen contains Likes: 1
wait 5s
