( echo x; echo y ) >> f
( echo z ) >> f
cat f
