{
  a
  b
}
