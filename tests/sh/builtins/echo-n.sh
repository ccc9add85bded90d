echo -n abc
echo def
