SELECT sleep(4295.967296); -- { serverError 160 }
