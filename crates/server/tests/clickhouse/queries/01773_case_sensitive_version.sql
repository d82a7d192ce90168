SELECT version()=Version(), VERSION()=Version(), vErSiOn()=VeRsIoN();
