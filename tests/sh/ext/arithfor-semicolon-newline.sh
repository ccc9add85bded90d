for ((i=0;i<2;i++)); 
do
 echo x$i
done
