mkdir d
cd d
PWD=/nonexistent/junk
pwd | sed 's,.*/,,'
