# See fresh_sessions_a.vsh: nothing of it is seen here.
open PostDetail postId=news-1
expect screen contains Likes: 0
like
expect top Authorization
stack
dump
