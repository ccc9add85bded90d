# $! is the process ID of the last asynchronous list; kill -0 sees it.
sh -c 'echo $$ > pidfile' &
wait $!
[ "$(cat pidfile)" = "$!" ] && echo "\$! is the child"
