# bash's hash options: -p PATH NAME remembers, -t prints, -d forgets, -l lists
# as commands; an empty table says so
hash; echo "empty $?"
hash -l; echo "empty-l $?"
hash -p /bin/sh mysh
hash -t mysh; echo $?
hash -p /bin/true tru
hash -t mysh tru; echo $?
hash -l
hash -d mysh; echo $?
hash -d mysh; echo $?
hash -t mysh; echo $?
hash -t; echo $?
hash -d; echo $?
hash -p; echo $?
hash -r; hash; echo $?
hash -p /bin/true t2; t2; echo "ran $?"
hash -x; echo $?
# usage lines carry the "quirl: line N:" prefix (rt_builtin_usage); bash
# prints them bare
