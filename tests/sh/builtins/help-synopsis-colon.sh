# bash's synopses for the do-nothing builtins
help -s : true false
