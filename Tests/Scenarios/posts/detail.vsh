# PostDetail: select <n> on the feed pushes it through the container's transition
# handler; it shows title, author, body and "Likes: <n>".
open PostFeed
select 7
expect top PostDetail
expect depth 2
expect screen matches "^News post 7$"
expect screen contains author0
expect screen contains Body of news post 7.
expect screen contains Likes: 0
stack
back
expect top PostFeed
expect screen contains Showing 1-20 of 1000
# a post of a later page
more
select 33
expect screen matches "^News post 33$"
expect screen contains author5
expect snapshot news_33
