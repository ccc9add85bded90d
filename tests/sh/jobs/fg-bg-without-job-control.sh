# fg and bg need job control; a script has none by default.
sleep 20 &
fg %1
echo "fg: $?"
bg %1
echo "bg: $?"
kill %1
wait
