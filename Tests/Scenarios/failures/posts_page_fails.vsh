# posts.page failing: the list says why and `more` tries again.
open PostFeed
expect state @list.loaded == 20
stub posts.page fails "timeout talking to the feed" times 1
more
expect screen contains Could not load posts: timeout talking to the feed
expect state @list.loaded == 20
more
expect screen lacks Could not load posts
expect state @list.loaded == 40
expect calls posts.page == 3
