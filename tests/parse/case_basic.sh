case $x in
a) echo a;;
b|c) echo bc;;
esac
