# PostDetail takes postId; ids are <feed>-<n>.
open PostDetail postId=popular-45
expect screen matches "^Popular post 45$"
expect screen contains author3
expect screen contains Likes: 0
open PostDetail postId=news-1001
expect screen contains Post not found
open PostDetail
expect error PostDetail needs postId=<value>
