# only
echo a # trailing
echo b#notcomment
