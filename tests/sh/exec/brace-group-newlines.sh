{
echo one
echo two
}
