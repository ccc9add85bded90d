set -- 1 2
for x do echo $x; done
