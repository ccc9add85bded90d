x=10; : $((x+=5)); echo $x
x=10; : $((x-=3)); echo $x
x=10; : $((x*=4)); echo $x
x=10; : $((x/=3)); echo $x
x=10; : $((x%=4)); echo $x
