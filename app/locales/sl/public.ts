export default {
  home: {
    title: 'Naročanje in prevzem blaga za trgovine, hotele in restavracije',
    hero: {
      title: 'Naročanje in prevzem blaga, od pisarne do zadnjih vrat',
      pitch:
        'Prevzem združuje naročila, dobave in inventure na enem mestu. Naročajte pri vseh dobaviteljih, vsako dobavo preverite ' +
        'na telefonu po dobavnici in pošljite reklamacijo, ko je voznik še pred vrati.',
      audience: 'Za trgovine, hotele, restavracije in bare v Sloveniji. V slovenščini in angleščini.',
      register: 'Zahtevajte račun',
      login: 'Prijava',
    },
    workflow: {
      title: 'Kako poteka dan s Prevzemom',
      intro: 'Od jutranjega naročila do inventure ob koncu meseca: vsak korak pusti jasen zapis.',
      step1: {
        title: 'Naročite pri dobaviteljih',
        text: 'Za vsakega dobavitelja napolnite svojo košarico iz lastnega seznama izdelkov ali ponovite starejše naročilo. Najmanjše količine in velikosti pakiranj so že vnesene.',
      },
      step2: {
        title: 'Dobavitelji prejmejo naročilo po e-pošti',
        text: 'Vsako naročilo gre na vse naslove za naročila pri dobavitelju, kot PDF za branje in datoteka CSV za uvoz. Dobavitelji ne potrebujejo računa.',
      },
      step3: {
        title: 'Že vnaprej veste, kaj prihaja',
        text: 'Uvozite dobaviteljevo obvestilo o odpremi in še pred prihodom tovornjaka vidite izdelke, količine in roke uporabnosti.',
      },
      step4: {
        title: 'Prevzem pri zadnjih vratih, na telefonu',
        text: 'Odprite dobavo in jo vrstico za vrstico preverite po dobavnici:',
        check1: 'naročene in dobavljene količine',
        check2: 'temperature v prostoru, hladilniku in zamrzovalniku',
        check3: 'plombe: nepoškodovane, poškodovane ali manjkajoče',
        check4: 'fotografije vsega, kar ni v redu',
        check5: 'kdo je dobavo prevzel in podpis voznika na zaslonu',
      },
      step5: {
        title: 'Reklamacije pošljite dobavitelju',
        text: 'Ko kaj ni v redu, dobavitelj po e-pošti prejme reklamacijski zapisnik z razlogi in fotografijami. Ko prispe dobropis, reklamacijo označite kot rešeno.',
      },
      step6: {
        title: 'Inventura po oddelkih in sektorjih',
        text: 'Pojdite skozi skladišče, hladilnico in šank ter štejte sektor za sektorjem. Zaključeno inventuro izvozite v računovodski program.',
      },
      step7: {
        title: 'Učite se iz svojih dobav',
        text: 'Analitika pokaže, koliko dobav je prispelo, koliko jih je bilo brez napak, koliko reklamacijskih zapisnikov je nastalo in katere dobave so bile nesprejemljive.',
      },
    },
    highlights: {
      title: 'Narejeno za tiste, ki blago prevzemajo',
      phone: {
        title: 'Deluje na telefonu, tudi ob slabi povezavi Wi-Fi',
        text: 'Lahke strani in veliki gumbi, ki jih pri zadnjih vratih upravljate z eno roko. Obrazci delujejo, še preden se stran do konca naloži.',
      },
      languages: {
        title: 'Slovenščina in angleščina',
        text: 'Vsak uporabnik izbere svoj jezik, zato lahko skladiščnik in kuhar v isti poslovalnici delata vsak v svojem jeziku.',
      },
      ownData: {
        title: 'Vsaka poslovalnica vidi samo svoje podatke',
        text: 'Naročila, dobave, inventure in analitika so za vsako poslovalnico ločeni. Nihče po pomoti ne vidi zapisov druge poslovalnice.',
      },
      roles: {
        title: 'Vloge in dovoljenja za vsakega uporabnika',
        text: 'Vsakemu dajte natanko to, kar potrebuje: prevzem, naročanje, inventuro ali upravljanje uporabnikov. Dostop lahko kadar koli spremenite ali odvzamete.',
      },
      company: {
        title: 'Več poslovalnic, eno podjetje',
        text: 'Trgovine, hotele in restavracije združite v regije pod enim podjetjem, vsako z lastnimi uporabniki, izdelki in zapisi.',
      },
      privacy: {
        title: 'Brez sledenja',
        text: 'Brez oglasov, brez analitičnih sledilnikov, brez skript in pisav tretjih oseb. Vaše podatke uporabljamo samo za delovanje storitve.',
      },
    },
    cta: {
      title: 'Začnite z naslednjo dobavo',
      text: 'Povejte nam nekaj o svojem poslovanju. Uredimo vaše podjetje in poslovalnice ter povabimo vašega administratorja, običajno v enem delovnem dnevu.',
      register: 'Zahtevajte račun',
      login: 'Prijava',
      moreTitle: 'Več o Prevzemu:',
      suppliers: 'Kaj pridobijo vaši dobavitelji',
      hotels: 'Prevzem za hotele in restavracije',
    },
  },
  suppliers: {
    title: 'Za dobavitelje',
    hero: {
      title: 'Za dobavitelje: jasna naročila, manj telefonskih klicev',
      intro:
        'Vaše stranke v Prevzemu naročajo, prevzemajo blago in pošiljajo reklamacije. Vi vse prejmete po e-pošti: ' +
        'brez računa, brez novega portala in brez gesla, ki bi si ga morali zapomniti.',
    },
    benefits: {
      title: 'Kaj prejmete',
      orders: {
        title: 'Jasna naročila po e-pošti',
        text: 'Vsako naročilo prispe kot PDF za branje in datoteka CSV za uvoz v vaš sistem za naročila, s šiframi izdelkov, količinami, enotami in datumom dobave.',
      },
      addresses: {
        title: 'Na vse vaše naslove za naročila',
        text: 'Trgovina hrani vse vaše naslove za naročila, na primer prodajne službe, skladišča in vašega komercialista, in vsako naročilo gre na vse.',
      },
      asn: {
        title: 'Obvestila o odpremi',
        text: 'Obvestilo o odpremi pošljite tako kot doslej. Trgovina ga uvozi in ve, kaj prihaja, v kakšnih količinah in s katerimi roki uporabnosti.',
      },
      reclamations: {
        title: 'Reklamacijski zapisniki s fotografijami',
        text: 'Če z dobavo kaj ni v redu, takoj po prevzemu prejmete pisni zapisnik z razlogom, prizadetimi izdelki in fotografijami.',
      },
      calls: {
        title: 'Manj telefonskih klicev',
        text: 'Naročila, manjkajoči izdelki in pritožbe so zapisani, skupaj s številko naročila in dobavnice. Po telefonu je treba pojasnjevati manj.',
      },
      notes: {
        title: 'Dobropisi in bremepisi, ki se ujemajo',
        text: 'Trgovina vaše dobropise in bremepise vnese ob dobavnici, izdelek za izdelkom, zato se razlike hitreje najdejo in uredijo.',
      },
    },
    reclamation: {
      title: 'Kaj vsebuje reklamacijski zapisnik',
      intro:
        'Prevzemnik težavo zapiše pri vratih, ob navzočnosti voznika. Prejmete enak zapisnik, kot ga hrani trgovina.',
      reasonsTitle: 'Razlogi',
      reasons: {
        damagedSeal: 'Poškodovana plomba',
        missingSeal: 'Manjkajoča plomba',
        dirtyDelivery: 'Umazana dobava',
        unacceptable: 'Nesprejemljiva dobava',
      },
      detailsTitle: 'Podrobnosti',
      details: {
        note: 'številka in datum dobavnice',
        quantities: 'naročena in dobavljena količina za vsak izdelek',
        temperatures: 'temperature, izmerjene ob prevzemu',
        photos: 'fotografije težave',
        signature: 'kdo je dobavo prevzel in podpis voznika',
      },
    },
    invite: {
      title: 'Uporabljate Prevzem? Povabite svoje dobavitelje',
      text:
        'Vsakega dobavitelja dodajte z njegovimi e-poštnimi naslovi za naročila. Od naslednjega naročila naprej bo vaša naročila ' +
        'in reklamacijske zapisnike prejemal po e-pošti.',
      noAccount: 'Dobavitelji ne potrebujejo ne računa ne prijave: dovolj je e-poštni naslov.',
      register: 'Zahtevajte račun',
      login: 'Prijava',
    },
  },
  hotels: {
    title: 'Za hotele in restavracije',
    hero: {
      title: 'Za hotelske kuhinje, restavracije, bare in trgovine',
      intro:
        'Na desetine dobaviteljev, dobave ob vsaki uri in načrt HACCP, ki se ga je treba držati. Prevzem združi naročanje, prevzem in ' +
        'inventuro na enem mestu, na računalniku v pisarni in na telefonu pri zadnjih vratih.',
      register: 'Zahtevajte račun',
    },
    ordering: {
      title: 'Naročanje pri številnih dobaviteljih',
      cart: {
        title: 'Košarica za vsakega dobavitelja',
        text: 'Izdelke različnih dobaviteljev dodajajte sproti. Prevzem za vsakega vodi ločeno košarico in vsako naročilo pošlje na prave naslove.',
      },
      repeat: {
        title: 'Ponovljena naročila',
        text: 'Tedensko suho blago ali vsakodnevni kruh: ponovite starejše naročilo in spremenite samo tisto, kar je tokrat drugače.',
      },
      backorders: {
        title: 'Zaostala naročila',
        text: 'Ko dobava ni popolna, zaostalo naročilo poveže naročilo in dobavnico, tako da manjkajoči izdelki ne gredo v pozabo.',
      },
    },
    receiving: {
      title: 'Prevzem po načelih HACCP',
      intro: 'Vsako dobavo preveri enako, kdor koli je v izmeni, zapis pa je na voljo, ko ga zahteva inšpektor.',
      temperatures: {
        title: 'Meritve temperature',
        text: 'Pri vsaki dobavi ob dobavnici zabeležite tri meritve: v prostoru, v hladilniku in v zamrzovalniku.',
      },
      seals: {
        title: 'Plombe in čistoča',
        text: 'Zabeležite poškodovane ali manjkajoče plombe in umazane dobave s fotografijami, nesprejemljive dobave pa zavrnite na mestu.',
      },
      risk: {
        title: 'Rizični izdelki',
        text: 'Izdelki, označeni kot rizični, so ob prevzemu posebej poudarjeni, zato jih prevzemnik preveri še natančneje.',
      },
      excluded: {
        title: 'Izdelki, izločeni iz zaloge',
        text: 'Vodite evidenco izdelkov, ki so prevzeti, a ne smejo v zalogo, in razloga zanje.',
      },
      ascmsc: {
        title: 'Ribe s certifikatom ASC in MSC',
        text: 'Ob prevzemu zabeležite ribe in morske sadeže s certifikatom ASC ali MSC, za certifikacijo in za jedilni list.',
      },
      signature: {
        title: 'Fotografije in podpis voznika',
        text: 'Voznik se podpiše na zaslon telefona, fotografije pa pokažejo, kaj ni bilo v redu. Tako pozneje ni sporov o tem, kaj je bilo dobavljeno.',
      },
    },
    counting: {
      title: 'Inventura po oddelkih in sektorjih',
      departments: {
        title: 'Vaša lastna razporeditev',
        text: 'Inventuro razdelite na oddelke in sektorje, ki ustrezajo vašim prostorom: kuhinja, hladilnica, suho skladišče, šank, klet.',
      },
      units: {
        title: 'Štejte tako, kot skladiščite',
        text: 'Štejte v kartonih ali posameznih enotah. Prevzem jih preračuna glede na število enot v kartonu pri vsakem izdelku.',
      },
      export: {
        title: 'Izvoz v računovodstvo',
        text: 'Shranite in nadaljujte pozneje, zaključite inventuro in jo izvozite v računovodski program. Podvojite jo kot začetek naslednje.',
      },
    },
    company: {
      title: 'Več poslovalnic in regij pod enim podjetjem',
      regions: {
        title: 'Regije in poslovalnice',
        text: 'Hotelska skupina, veriga restavracij ali trgovina z več prodajalnami: združite jih v regije pod enim podjetjem.',
      },
      ownData: {
        title: 'Vsaka poslovalnica vidi svoje podatke',
        text: 'Vsaka poslovalnica ima svoje izdelke, naročila, dobave in inventure, njeni zaposleni pa vidijo samo te.',
      },
      roles: {
        title: 'Vloge in dovoljenja',
        text: 'Skladiščnik prevzema, kuhar naroča, vodja vidi vse. Dovoljenja nastavite za vsakega uporabnika posebej.',
      },
    },
    analytics: {
      title: 'Analitika dobav',
      intro:
        'Poglejte, kako vaši dobavitelji v resnici dobavljajo, na podlagi tega, kar je bilo preverjeno pri vratih.',
      deliveries: {
        title: 'Število dobav',
        text: 'Koliko dobav je bilo prevzetih in preverjenih pri vratih.',
      },
      ok: {
        title: 'Dobave brez napak',
        text: 'Koliko dobav je prispelo brez težav, kot število in kot odstotek.',
      },
      reclamations: {
        title: 'Reklamacijski zapisniki',
        text: 'Pri koliko dobavah je dobavitelj prejel reklamacijski zapisnik.',
      },
      unacceptable: {
        title: 'Nesprejemljive dobave',
        text: 'Koliko dobav je bilo treba zavrniti, ker so bile nesprejemljive.',
      },
    },
    cta: {
      title: 'Pripravljeni na naslednjo dobavo?',
      text: 'Povejte nam o svojih kuhinjah, barih in trgovinah. Uredimo vaše podjetje in povabimo vašega administratorja, običajno v enem delovnem dnevu.',
      register: 'Zahtevajte račun',
      suppliers: 'Kaj pridobijo vaši dobavitelji',
    },
  },
  privacy: {
    title: 'Politika zasebnosti',
    updated: 'Zadnja sprememba: 22. novembra 2026',
    intro:
      'Ta politika pojasnjuje, katere osebne podatke hrani Prevzem, zakaj in kako dolgo ter kakšne pravice imate. ' +
      'Prevzem je storitev za podjetja: trgovine, hoteli in restavracije z njim naročajo pri dobaviteljih, prevzemajo blago in delajo inventure.',
    controller: {
      title: 'Kdo je odgovoren',
      operator:
        'Ponudnik storitve Prevzem je upravljavec podatkov, ki so potrebni za delovanje storitve: uporabniških računov, sej, ' +
        'varnostnih zapisov, zahtev za račun in e-poštnih sporočil, ki jih pošiljamo.',
      customers:
        'Podatki, ki jih v Prevzem vnese podjetje stranka, na primer kontakti dobaviteljev in zapisi o dobavah, pripadajo temu podjetju. ' +
        'Podjetje je njihov upravljavec, mi pa jih obdelujemo samo po njegovih navodilih, na podlagi pogodbe o obdelavi podatkov (28. člen GDPR).',
      contact: 'Za vsa vprašanja o vaših podatkih nam pišite na:',
    },
    data: {
      title: 'Kaj hranimo in zakaj',
      accounts: {
        title: 'Uporabniški računi',
        text:
          'Ime, priimek, e-poštni naslov, vloga, dovoljenja, jezik, poslovalnica, v kateri delate, in ali je račun aktiven. ' +
          'Potrebujemo jih, da se lahko prijavite in da vidite samo tisto, kar smete. Geslo hranimo samo kot pomnilniško zahtevno ' +
          'zgoščeno vrednost (scrypt), iz katere ga ni mogoče obnoviti: nihče v Prevzemu ga ne more videti.',
      },
      sessions: {
        title: 'Seje',
        text:
          'Ob prijavi brskalnik v piškotku prejme naključni identifikator seje. Hranimo samo njegovo zgoščeno vrednost, skupaj s časom ' +
          'prijave in zadnje dejavnosti ter naslovom IP in oznako brskalnika, s katerega ste se prijavili, da zaščitimo vaš račun in lahko raziščemo zlorabe.',
      },
      security: {
        title: 'Zaščita pred ugibanjem gesel',
        text:
          'Štejemo poskuse prijave, ponastavitve gesla in zahtev za račun po naslovu IP ter neuspešne prijave po e-poštnem naslovu; ' +
          'kadar jih je preveč, nadaljnje poskuse za nekaj časa zavrnemo. Povezava za ponastavitev gesla vsebuje naključno kodo, ' +
          'ki deluje enkrat in poteče po eni uri.',
      },
      language: {
        title: 'Jezik',
        text: 'Če izberete jezik, si ga zapomni piškotek. Prijavljenim uporabnikom je jezik shranjen v računu.',
      },
      registration: {
        title: 'Zahteve za račun',
        text:
          'Ko zahtevate račun, shranimo ime podjetja, kontaktno osebo, e-poštni naslov, telefonsko številko, število poslovalnic ' +
          'in vaše sporočilo, da vam lahko odgovorimo in uredimo vaše podjetje.',
      },
      suppliers: {
        title: 'Kontakti dobaviteljev',
        text:
          'Trgovine vnesejo kontaktne podatke svojih dobaviteljev: ime in naslov podjetja, kontaktno osebo, telefonsko številko in ' +
          'e-poštne naslove, na katere gredo naročila. Če delate pri dobavitelju, smo vaše podatke dobili od trgovine, ki ji dobavljate.',
      },
      deliveries: {
        title: 'Zapisi o dobavah',
        text:
          'Dobavnice, količine, temperature in reklamacije, ime uporabnika, ki je dobavo prevzel, fotografije težav in podpis voznika. ' +
          'Dokazujejo, kaj je bilo dobavljeno in v kakšnem stanju. Na fotografijah naj bo blago, ne ljudje.',
      },
      audit: {
        title: 'Revizijska sled',
        text:
          'Pri spremembah pomembnih zapisov, kot so uporabniki, izdelki, cene in dobave, zabeležimo, kdo je spremembo naredil, kdaj ' +
          'ter kakšni sta bili stara in nova vrednost, da je mogoče vsako spremembo izslediti.',
      },
      outbox: {
        title: 'Poslana e-poštna sporočila',
        text:
          'Naročila, reklamacijski zapisniki, povabila in povezave za ponastavitev gesla se pošiljajo po e-pošti. Za vsako sporočilo ' +
          'hranimo prejemnike, zadevo, vsebino in stanje pošiljanja, da ga lahko pošljemo znova in da stranke lahko preverijo, kaj je bilo poslano in kdaj.',
      },
      logs: {
        title: 'Strežniški dnevniki',
        text: 'Naš strežnik beleži, katera stran je bila zahtevana, kdaj in ali je bila zahteva uspešna. Dnevniki ne vsebujejo naslovov IP in piškotkov.',
      },
    },
    legal: {
      title: 'Pravne podlage',
      contract:
        'Izvajanje pogodbe (točka (b) prvega odstavka 6. člena GDPR): uporabniški računi, seje, e-poštna sporočila in vse drugo, kar je potrebno ' +
        'za izvajanje storitve, ter zahteve za račun kot ukrepi pred sklenitvijo pogodbe.',
      legitimate:
        'Zakoniti interes (točka (f) prvega odstavka 6. člena GDPR): varnostni zapisi, kot so naslov IP in brskalnik seje, število neuspešnih ' +
        'prijav, strežniški dnevniki in revizijska sled, ki varujejo račune in podatke ter omogočajo sledljivost sprememb.',
      obligation:
        'Zakonska obveznost (točka (c) prvega odstavka 6. člena GDPR): zapisi, ki jih moramo hraniti po zakonu, na primer računi.',
      customers: 'Za podatke, ki jih vnesejo stranke, pravno podlago določi stranka kot upravljavec.',
    },
    cookies: {
      title: 'Piškotki',
      intro: 'Prevzem uporablja samo dva piškotka, oba nujna za delovanje strani. Za sledenje se ne uporabljata.',
      session:
        'prevzem_session: identifikator vaše seje. Pošlje se samo z zahtevami iz samega Prevzema (SameSite=Strict), skripte ga ne ' +
        'morejo prebrati (HttpOnly) in potuje samo po šifriranih povezavah. Izbriše se najpozneje po 30 dneh.',
      language: 'prevzem_lang: jezik, ki ste ga izbrali. Poteče po enem letu.',
      none:
        'Ne uporabljamo oglaševalskih ali analitičnih piškotkov in vam ne sledimo. Ne nalagamo pisav, skript ali zemljevidov tretjih ' +
        'oseb: vse na teh straneh prihaja z našega strežnika, zato nihče drug ne izve, da ste jih obiskali.',
    },
    retention: {
      title: 'Kako dolgo hranimo podatke',
      sessions: 'Seja se konča po 3 dneh nedejavnosti ali 30 dneh po prijavi, kar nastopi prej, nato jo izbrišemo.',
      reset: 'Povezave za ponastavitev gesla potečejo po eni uri.',
      attempts: 'Števce neuspešnih poskusov hranimo samo toliko časa, kolikor traja omejitev, največ eno uro.',
      registration: 'Zahteve za račun, ki ne pripeljejo do pogodbe ali jih zavrnemo, izbrišemo 12 mesecev po prejemu.',
      accounts:
        'Podatke računa hranimo, dokler traja pogodba s stranko. Ko stranka uporabnika odstrani, se račun takoj deaktivira; ' +
        'ime uporabnika ostane na zapisih, ki jih je ustvaril, na primer na dobavah, ki jih je prevzel.',
      customerData:
        'Ko se pogodba konča, podatke stranke, vključno z računi, zapisi o dobavah, fotografijami in podpisi, izbrišemo v 90 dneh, ' +
        'razen če stranka prej zahteva izvoz ali nam zakon nalaga, da del podatkov hranimo dlje.',
      audit: 'Revizijsko sled hranimo, dokler obstajajo zapisi, ki jih opisuje.',
      outbox: 'Poslana e-poštna sporočila hranimo 12 mesecev.',
      logs: 'Strežniške dnevnike hranimo največ 30 dni.',
    },
    processors: {
      title: 'Kdo obdeluje podatke za nas',
      intro:
        'Uporabljamo dve vrsti obdelovalcev, ki ju zavezuje pogodba o obdelavi podatkov in smeta podatke uporabljati samo po naših navodilih:',
      hosting: 'ponudnika gostovanja, ki v Evropski uniji poganja naše strežnike in podatkovno zbirko;',
      email: 'ponudnika e-poštnih storitev, ki posreduje sporočila, ki jih pošilja Prevzem.',
      names: 'Njuna imena vam sporočimo na zahtevo.',
      transfers: 'Osebnih podatkov ne prenašamo zunaj Evropske unije oziroma Evropskega gospodarskega prostora.',
      noSale:
        'Osebnih podatkov ne prodajamo, ne uporabljamo jih za oglaševanje in o vas ne sprejemamo avtomatiziranih odločitev.',
    },
    security: {
      title: 'Kako varujemo podatke',
      text:
        'Vse povezave so šifrirane. Gesla, identifikatorje sej in kode za ponastavitev hranimo samo kot zgoščene vrednosti. Podatki ' +
        'vsake poslovalnice so ločeni, vsak uporabnik vidi samo tisto, kar dovoljujeta njegova vloga in dovoljenja, spremembe pa se ' +
        'beležijo v revizijski sledi.',
    },
    rights: {
      title: 'Vaše pravice',
      intro: 'Po GDPR imate pravico do:',
      access: 'dostopa: izvedeti, ali obdelujemo vaše podatke, in prejeti njihovo kopijo;',
      rectification: 'popravka: zahtevati, da netočne podatke popravimo;',
      erasure: 'izbrisa: zahtevati, da vaše podatke izbrišemo, ko ni več razloga za njihovo hrambo;',
      restriction: 'omejitve obdelave: zahtevati, da obdelavo omejimo, na primer dokler preverjamo točnost podatkov;',
      portability: 'prenosljivosti: prejeti podatke, ki ste nam jih dali, v strukturirani, strojno berljivi obliki;',
      objection: 'ugovora: ugovarjati obdelavi, ki temelji na zakonitem interesu.',
      how:
        'Pišite na <mail>privacy@prevzem.si</mail>. Odgovorimo v enem mesecu. Če je vaše podatke vneslo podjetje stranka, na primer ' +
        'vaš delodajalec ali trgovina, ki ji dobavljate, se lahko obrnete tudi neposredno nanj; pri odgovoru mu bomo pomagali.',
      complaint:
        'Imate tudi pravico do pritožbe pri nadzornem organu, Informacijskem pooblaščencu Republike Slovenije, Dunajska cesta 22, ' +
        '1000 Ljubljana, <mail>gp.ip@ip-rs.si</mail>, <site>www.ip-rs.si</site>.',
    },
    changes: {
      title: 'Spremembe politike',
      text:
        'Ko politiko spremenimo, novo različico z novim datumom objavimo na tej strani. O pomembnih spremembah administratorje ' +
        'strank vnaprej obvestimo po e-pošti.',
    },
  },
};
