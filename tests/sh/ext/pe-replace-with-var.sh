s=hello
old=l new=L
echo ${s//$old/$new}
