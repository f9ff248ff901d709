# deep links build the stack root first; a bad path changes nothing;
# the trace records the flow; describe and graph read the registrations.
trace on
route cars/c3
expect top CarDetail
expect depth 2
expect screen contains "Id:    c3"
route cars/new
expect top CreateCar
expect depth 2
route cars/c1/photos
expect error 'route cars/c1/photos: unknown path segment "photos" at position 3'
expect top CreateCar
route posts
expect error route posts: missing parameter :feed at position 2
route posts/sports
expect error "unknown feed 'sports'"
expect top CreateCar
expect depth 2
route posts/popular/popular-2
expect top PostDetail
expect depth 2
expect screen contains popular-2
trace off
trace
describe PostDetail
routes
graph
describe Nope
expect error "unknown module 'Nope'"
