x=1
cat <<"END"
$x stays
END
