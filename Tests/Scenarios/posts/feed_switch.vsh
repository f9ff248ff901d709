# `feed <name>` reconfigures the embedded list through PostList's ModuleInput.
open PostFeed
more
feed popular
expect top PostFeed
expect screen matches "^Feed: popular$"
expect screen contains Showing 1-20 of 45
expect screen contains 1. Popular post 1 · author1
expect state feed == popular
expect state total == 45
expect state loaded == 20
stack
feed sports
expect error "unknown feed 'sports'"
open PostFeed feed=sports
expect error "unknown feed 'sports'"
feed news
expect screen contains Showing 1-20 of 1000
