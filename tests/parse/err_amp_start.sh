& a
