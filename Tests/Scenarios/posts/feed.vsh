# PostFeed: the root container (feed defaults to news) embeds PostList in its slot "list".
open PostFeed
expect top PostFeed
expect depth 1
expect screen matches "^Feed: news$"
expect screen contains Showing 1-20 of 1000
expect screen contains 1. News post 1 · author1
expect screen contains 7. News post 7 · author0
expect screen contains 20. News post 20 · author6
expect screen lacks News post 21
# embedded children are not levels of the stack
stack
expect state feed == news
expect state loaded == 20
expect state total == 1000
# keys the container lacks come from the embedded list's state
expect state rows.6.id == news-7
expect state rows.6.title == "News post 7"
expect state rows.6.author == author0
expect state rows.6.likes == 0
expect state rows.count == 20
expect snapshot news
dump
