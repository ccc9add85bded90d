i=1
let i++ i++
echo $i
