HOME=/h
declare d=~/x e=a:~/y
echo $d $e
export X=~/z
echo $X
