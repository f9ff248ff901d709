# expect state: a path starting @<slot>. reads the embedded child's state; a member the state leaves out reads as null.
open PostFeed
more
expect state @list.loaded == 40
expect state @list.rows.count == 40
expect state @list.feed == news
expect state @list.nonesuch == null
expect state feed == news
expect state @list.loaded != null
expect state @nope.loaded == 1
expect error PostFeed#1 has no slot 'nope' (slots: list)
