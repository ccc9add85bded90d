echo 'abc\cdef' ghi
echo next
