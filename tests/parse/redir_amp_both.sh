echo a &>f
echo b &>>f
echo c & >f
2&>f
echo d >&f
