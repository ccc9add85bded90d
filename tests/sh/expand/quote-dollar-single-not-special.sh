echo '$'"$"
echo $
echo "a$"
