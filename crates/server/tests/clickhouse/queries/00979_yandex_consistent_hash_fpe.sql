SELECT yandexConsistentHash(-1, 40000); -- { serverError 36 }
