for i do echo $i; done
