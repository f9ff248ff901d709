# cancel closes Authorization; nothing is liked and no one is logged in.
open PostDetail postId=news-5
like
expect top Authorization
cancel
expect top PostDetail
expect screen contains Likes: 0
like
expect top Authorization
login demo
expect error "login: missing <password>"
