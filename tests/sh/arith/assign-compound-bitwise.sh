x=1; : $((x<<=3)); echo $x
x=64; : $((x>>=2)); echo $x
x=12; : $((x&=10)); echo $x
x=12; : $((x|=3)); echo $x
x=12; : $((x^=5)); echo $x
