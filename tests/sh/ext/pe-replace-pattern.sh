v=hello.world.txt
echo ${v//./_} ${v/*./X} ${v//[lo]/-}
