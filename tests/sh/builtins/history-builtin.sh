# The history builtin without an interactive front end: -s -d -c -p -w
# -r -a, listing, and bash's errors (the usage line after an invalid
# option is in Quirl's usual "quirl: line N:" form).
history -s a
history -s b c
history x; echo $?
history -s; echo $?
history -w ./hf; cat ./hf
history -c; history -r ./hf; history
history -d 1-2; history; echo HISTCMD=$HISTCMD
history -ar; echo $?
history -s one; history -s two; history -s three; history -s four
history -d 2; history
history -d -1; history
history -d 1-9; echo $?
history -d 0; history -d -5; history -d 2-1; echo $?
history 1
history -z; echo $?
history -d; echo $?
history -p 'x!!y' '!t' '!?hr?:s/h/H/' '!!:p' '!nope' 'not reached'; echo $?
history -cs a b; history
history -- 1
history -a ./hf; cat hf
history -a ./hf; echo $?
history -w /nonexistent/dir/hf; echo $?
history -r /nonexistent/hf; echo $?
