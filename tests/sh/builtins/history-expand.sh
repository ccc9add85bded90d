# History expansion in a script: bash expands when both `set -o history`
# and `set -H` are on, echoes each expanded line on stderr, prints :p
# lines on stdout without running them, and drops a line whose expansion
# fails (the message names the line; $? is left alone).
set -o history
set -H
echo one two three
echo !!
echo !$ !^ !*
echo !-2:0 !1 !?two?:2
^set^SET^
echo /usr/lib/x.tar.gz 'it''s'
echo !$:h !-1:1:t !-1:1:r !-1:1:e !-1:2:q !-1:x
echo !!:1-2 !!:2* !!:-1 !!:3-
echo aaa bbb aaa
echo !!:s/aaa/c/ !!:gs/a/A/ !!:Gs/b/B/:&
echo "!!:s|aaa|(&&\&)|" !#:1
echo 'a!b' "x!!:0y" \!! a!=b c! ${#} "!"
echo !!:p
false
echo !nope
echo st=$?
echo !-99 !0
echo !!:9
echo !!:s/zz/yy/
echo !!:z
^zz^yy
echo !?st=?:s/st/ST/ # !! stays in a comment
set +H
echo !! still
set -H
histchars=@
echo @@
echo $HISTCMD
history 3
