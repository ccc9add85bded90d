echo '' "" x''y
