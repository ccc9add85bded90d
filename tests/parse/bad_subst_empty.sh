echo ${}
