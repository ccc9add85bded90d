echo a # c \
echo b
