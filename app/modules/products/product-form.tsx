import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { messageKey } from '#app/utils/i18n';
import { Form, Link, useNavigation } from 'react-router';
import { FormErrors, NativeSelectField, TextAreaField, TextField } from '#app/components/form';
import type { Language } from '#app/utils/language';
import { formatDecimalInput, parseDecimalInput } from '#app/utils/decimal-input';
import { isLanguage } from '#app/utils/language';
import { displayPrices, type DerivedPrices } from './pricing';
import { termsChanged } from './price-history';
import {
  MAX_GTINS,
  TEMPERATURE_REGIMES,
  productFormSchema,
  type ProductFormInput,
  type ProductValues,
} from './product.schema';

/** A stored product as the loader sends it (amounts are numeric strings, "1.2000"). */
export interface ProductFormDefaults {
  supplierId: number | null;
  supplierProductId: string | null;
  internalProductId: string | null;
  additionalInternalProductId: string | null;
  name: string;
  ean: string | null;
  coc: string | null;
  gtins: string[];
  minOrderQuantity: string | null;
  supplierUnit: string | null;
  unitsPerPackage: string | null;
  packagesPerPallet: number | null;
  netPercentage: string | null;
  grossPercentage: string | null;
  temperatureRegime: string;
  certificates: string | null;
  other: string | null;
  containsAlcohol: boolean;
  isWeighted: boolean;
  isRisky: boolean;
  minShelfLifeDays: number | null;
  scanCountsPackage: boolean;
  tracksLot: boolean;
  temperatureMax: string | null;
  temperatureTransportMax: string | null;
  exportUnit: string | null;
  excludeFromStockExport: boolean;
  unitsInPackage: string | null;
  mainInventoryUnit: string | null;
  inventoryCountUnit: string | null;
  countingUnits: { unit: string; factor: string }[];
  /** The price the form edits (the current one, else the next or the last); null for a new product. */
  price: { price: string; discount: string; vat: string; validFrom: string; validTo: string | null } | null;
}

export interface SupplierOption {
  supplierId: number;
  name: string;
  isActive: boolean;
}

interface ProductFormProps {
  lastResult?: SubmissionResult<string[]> | null;
  product: ProductFormDefaults | null;
  suppliers: SupplierOption[];
  cancelTo: string;
  /** The edited price was in effect before today: changing it asks "create a new price starting today?". */
  asksForNewPrice: boolean;
}

type Field = FieldMetadata<string | number | null | undefined>;
/** What the form's inputs hold: text, one value per field (checkboxes "on"), a list for the GTINs. */
type FormShape = { [K in Exclude<keyof ProductFormInput, 'gtins'>]?: string } & { gtins?: string[] };

function CheckboxField({ field, label }: { field: Field; label: string }) {
  return (
    <Checkbox
      key={field.key}
      id={field.id}
      name={field.name}
      label={label}
      defaultChecked={field.initialValue === 'on'}
    />
  );
}

const toForm = (value: string | null, language: Language, minFractionDigits = 0) =>
  formatDecimalInput(value, language, minFractionDigits);

function defaultsFor(product: ProductFormDefaults | null, language: Language) {
  const check = (value: boolean) => (value ? 'on' : '');
  if (!product) return { temperatureRegime: 'room', discount: '', gtins: [''] };
  return {
    supplierId: product.supplierId === null ? '' : String(product.supplierId),
    supplierProductId: product.supplierProductId ?? '',
    internalProductId: product.internalProductId ?? '',
    additionalInternalProductId: product.additionalInternalProductId ?? '',
    name: product.name,
    ean: product.ean ?? '',
    coc: product.coc ?? '',
    gtins: product.gtins.length ? product.gtins : [''],
    minOrderQuantity: toForm(product.minOrderQuantity, language),
    supplierUnit: product.supplierUnit ?? '',
    unitsPerPackage: toForm(product.unitsPerPackage, language),
    packagesPerPallet: product.packagesPerPallet === null ? '' : String(product.packagesPerPallet),
    price: toForm(product.price?.price ?? null, language, 2),
    discount: toForm(product.price?.discount ?? null, language),
    vat: toForm(product.price?.vat ?? null, language),
    netPercentage: toForm(product.netPercentage, language),
    grossPercentage: toForm(product.grossPercentage, language),
    validFrom: product.price?.validFrom ?? '',
    validTo: product.price?.validTo ?? '',
    temperatureRegime: product.temperatureRegime,
    certificates: product.certificates ?? '',
    other: product.other ?? '',
    containsAlcohol: check(product.containsAlcohol),
    isWeighted: check(product.isWeighted),
    isRisky: check(product.isRisky),
    minShelfLifeDays: product.minShelfLifeDays === null ? '' : String(product.minShelfLifeDays),
    scanCountsPackage: check(product.scanCountsPackage),
    tracksLot: check(product.tracksLot),
    temperatureMax: toForm(product.temperatureMax, language),
    temperatureTransportMax: toForm(product.temperatureTransportMax, language),
    exportUnit: product.exportUnit ?? '',
    excludeFromStockExport: check(product.excludeFromStockExport),
    unitsInPackage: toForm(product.unitsInPackage, language),
    mainInventoryUnit: product.mainInventoryUnit ?? '',
    inventoryCountUnit: product.inventoryCountUnit ?? '',
    countingUnits: product.countingUnits.map((unit) => `${unit.unit} = ${toForm(unit.factor, language)}`).join('\n'),
  };
}

/** The amounts as typed, read in the user's language; what cannot be read counts as missing. */
function readTerms(form: HTMLFormElement, language: Language) {
  const read = (name: string, digits: number) => {
    const raw = form.elements.namedItem(name);
    const result = parseDecimalInput(raw instanceof HTMLInputElement ? raw.value : '', language, {
      maxFractionDigits: digits,
      maxIntegerDigits: 10,
    });
    return result.ok ? result.value : null;
  };
  return {
    price: read('price', 4),
    discount: read('discount', 2),
    vat: read('vat', 2),
    netPercentage: read('netPercentage', 2),
    grossPercentage: read('grossPercentage', 2),
  };
}

function Derived({ label, value, language }: { label: string; value: string | null; language: Language }) {
  return (
    <div>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Text size="lg" aria-live="polite">
        {value === null ? '—' : formatDecimalInput(value, language, 2)}
      </Text>
    </div>
  );
}

/**
 * Every product field of spec §3, in sections. Derived amounts (with discount, with VAT, net and gross value) are
 * computed with decimals as the user types and never typed. On edit, a changed price in effect before today asks
 * whether a new price starts today (spec §5): a dialog with JavaScript, the same question on the page without.
 */
export function ProductForm({ lastResult, product, suppliers, cancelTo, asksForNewPrice }: ProductFormProps) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const schema = useMemo(() => productFormSchema(language), [language]);
  const defaultValue = useMemo(() => defaultsFor(product, language), [product, language]);
  const [form, fields] = useForm<FormShape, ProductValues>({
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const [derived, setDerived] = useState<DerivedPrices>(() =>
    displayPrices({
      price: product?.price?.price ?? null,
      discount: product?.price?.discount ?? null,
      vat: product?.price?.vat ?? null,
      netPercentage: product?.netPercentage ?? null,
      grossPercentage: product?.grossPercentage ?? null,
    }),
  );
  const [asking, setAsking] = useState(false);
  const answer = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const gtins = fields.gtins.getFieldList();
  const serverAsks = fields.priceChange.errors?.includes('products.validation.priceAnswer') ?? false;
  const formProps = getFormProps(form);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A plain save (no named button: not a GTIN row button, not an answer) may have to ask first.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const original = product?.price;
    if (asksForNewPrice && original && !serverAsks && !submitter?.getAttribute('name') && !answer.current?.value) {
      const typed = readTerms(event.currentTarget, language);
      if (
        typed.price &&
        typed.vat &&
        termsChanged(original, { price: typed.price, discount: typed.discount ?? '0', vat: typed.vat })
      ) {
        event.preventDefault();
        setAsking(true);
        return;
      }
    }
    formProps.onSubmit(event);
  };

  const choose = (value: 'new' | 'correct') => {
    if (answer.current) answer.current.value = value;
    setAsking(false);
    formRef.current?.requestSubmit();
  };

  const supplierData = [
    { value: '', label: '' },
    ...suppliers
      .filter((supplier) => supplier.isActive || supplier.supplierId === product?.supplierId)
      .map((supplier) => ({
        value: String(supplier.supplierId),
        label: supplier.isActive ? supplier.name : t('products.fields.supplierInactive', { name: supplier.name }),
      })),
  ];
  const off = 'off';

  return (
    <Paper withBorder p="md">
      <Form
        method="post"
        {...formProps}
        ref={formRef}
        onSubmit={onSubmit}
        onInput={(event) => setDerived(displayPrices(readTerms(event.currentTarget, language)))}
      >
        {/* Enter in a field presses the first submit button: let that be a plain save, not "remove GTIN 1". */}
        <button type="submit" hidden tabIndex={-1} />
        {!serverAsks && <input ref={answer} type="hidden" name={fields.priceChange.name} defaultValue="" />}
        <Stack gap="lg">
          <FormErrors errors={form.errors} />

          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('products.sections.identification')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField field={fields.name} label={t('products.fields.name')} autoComplete={off} required />
              <NativeSelectField
                field={fields.supplierId}
                label={t('products.fields.supplier')}
                data={supplierData}
                required
              />
              <TextField
                field={fields.supplierProductId}
                label={t('products.fields.supplierProductId')}
                autoComplete={off}
              />
              <TextField
                field={fields.internalProductId}
                label={t('products.fields.internalProductId')}
                autoComplete={off}
              />
              <TextField
                field={fields.additionalInternalProductId}
                label={t('products.fields.additionalInternalProductId')}
                autoComplete={off}
              />
              <TextField field={fields.coc} label={t('products.fields.coc')} autoComplete={off} />
              <TextField
                field={fields.ean}
                label={t('products.fields.ean')}
                description={t('products.fields.eanHint')}
                inputMode="numeric"
                autoComplete={off}
              />
            </SimpleGrid>
            <Fieldset
              legend={
                <Text span fw={500} size="sm">
                  {t('products.fields.gtins')}
                </Text>
              }
              variant="unstyled"
              aria-describedby={`${fields.gtins.id}-hint`}
            >
              <Stack gap="xs">
                <Text id={`${fields.gtins.id}-hint`} size="xs" c="gray.7">
                  {t('products.fields.gtinsHint')}
                </Text>
                {fields.gtins.errors?.[0] && (
                  <Text size="sm" c="red.8" id={fields.gtins.errorId}>
                    {t(messageKey(fields.gtins.errors[0]))}
                  </Text>
                )}
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {gtins.map((gtin, index) => (
                    <Group key={gtin.key} gap="xs" align="flex-start" wrap="nowrap">
                      <div style={{ flex: 1 }}>
                        <TextField
                          field={gtin}
                          label={t('products.fields.gtin', { number: index + 1 })}
                          inputMode="numeric"
                          autoComplete={off}
                        />
                      </div>
                      <ActionIcon
                        {...form.remove.getButtonProps({ name: fields.gtins.name, index })}
                        type="submit"
                        variant="subtle"
                        color="red.9"
                        size="input-sm"
                        mt={24}
                        aria-label={t('products.fields.removeGtin', { number: index + 1 })}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  ))}
                </SimpleGrid>
                {gtins.length < MAX_GTINS && (
                  <Button
                    {...form.insert.getButtonProps({ name: fields.gtins.name, defaultValue: '' })}
                    type="submit"
                    variant="light"
                    size="sm"
                    w="fit-content"
                    leftSection={<IconPlus size={16} aria-hidden />}
                  >
                    {t('products.fields.addGtin')}
                  </Button>
                )}
              </Stack>
            </Fieldset>
          </Stack>

          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('products.sections.ordering')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              <TextField
                inputMode="decimal"
                autoComplete={off}
                field={fields.minOrderQuantity}
                label={t('products.fields.minOrderQuantity')}
              />
              <TextField field={fields.supplierUnit} label={t('products.fields.supplierUnit')} autoComplete={off} />
              <TextField
                inputMode="decimal"
                autoComplete={off}
                field={fields.unitsPerPackage}
                label={t('products.fields.unitsPerPackage')}
              />
              <TextField
                field={fields.packagesPerPallet}
                label={t('products.fields.packagesPerPallet')}
                inputMode="numeric"
                autoComplete={off}
              />
            </SimpleGrid>
          </Stack>

          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('products.sections.price')}
            </Title>
            {serverAsks && (
              <Alert color="yellow" role="alert" title={t('products.priceQuestion.title')}>
                <Stack gap="sm">
                  <Text size="sm">{t('products.priceQuestion.body')}</Text>
                  <Group>
                    <Button type="submit" name="priceChange" value="new">
                      {t('products.priceQuestion.yes')}
                    </Button>
                    <Button type="submit" name="priceChange" value="correct" variant="default">
                      {t('products.priceQuestion.no')}
                    </Button>
                  </Group>
                </Stack>
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextField
                inputMode="decimal"
                autoComplete={off}
                field={fields.price}
                label={t('products.fields.price')}
                description={t('products.fields.priceHint')}
                required
              />
              <TextField
                inputMode="decimal"
                autoComplete={off}
                field={fields.discount}
                label={t('products.fields.discount')}
              />
              <TextField
                inputMode="decimal"
                autoComplete={off}
                field={fields.vat}
                label={t('products.fields.vat')}
                required
              />
              <TextField
                inputMode="decimal"
                autoComplete={off}
                field={fields.netPercentage}
                label={t('products.fields.netPercentage')}
              />
              <TextField
                inputMode="decimal"
                autoComplete={off}
                field={fields.grossPercentage}
                label={t('products.fields.grossPercentage')}
              />
              <span />
              <TextField
                type="date"
                field={fields.validFrom}
                label={t('products.fields.validFrom')}
                description={t('products.fields.validFromHint')}
              />
              <TextField
                type="date"
                field={fields.validTo}
                label={t('products.fields.validTo')}
                description={t('products.fields.validToHint')}
              />
            </SimpleGrid>
            <Paper bg="gray.0" p="sm" aria-label={t('products.fields.derivedHint')} role="group">
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                <Derived
                  label={t('products.fields.priceWithDiscount')}
                  value={derived.priceWithDiscount}
                  language={language}
                />
                <Derived label={t('products.fields.priceWithVat')} value={derived.priceWithVat} language={language} />
                <Derived label={t('products.fields.netValue')} value={derived.netValue} language={language} />
                <Derived label={t('products.fields.grossValue')} value={derived.grossValue} language={language} />
              </SimpleGrid>
              <Text size="xs" c="gray.7" mt="xs">
                {t('products.fields.derivedHint')}
              </Text>
            </Paper>
          </Stack>

          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('products.sections.storage')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelectField
                field={fields.temperatureRegime}
                label={t('products.fields.temperatureRegime')}
                data={TEMPERATURE_REGIMES.map((value) => ({ value, label: t(`products.temperature.${value}`) }))}
                required
              />
              <span />
              <TextAreaField minRows={2} field={fields.certificates} label={t('products.fields.certificates')} />
              <TextAreaField minRows={2} field={fields.other} label={t('products.fields.other')} />
            </SimpleGrid>
          </Stack>

          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('products.sections.receiving')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField
                inputMode="numeric"
                autoComplete={off}
                field={fields.minShelfLifeDays}
                label={t('products.fields.minShelfLifeDays')}
                description={t('products.fields.minShelfLifeDaysHint')}
              />
              <span />
              <TextField
                // Frozen limits are negative: the decimal keypad of some phones has no minus key.
                inputMode="text"
                autoComplete={off}
                field={fields.temperatureMax}
                label={t('products.fields.temperatureMax')}
                description={t('products.fields.temperatureMaxHint')}
              />
              <TextField
                inputMode="text"
                autoComplete={off}
                field={fields.temperatureTransportMax}
                label={t('products.fields.temperatureTransportMax')}
                description={t('products.fields.temperatureTransportMaxHint')}
              />
            </SimpleGrid>
            <Group>
              <CheckboxField field={fields.scanCountsPackage} label={t('products.fields.scanCountsPackage')} />
              <CheckboxField field={fields.tracksLot} label={t('products.fields.tracksLot')} />
            </Group>
          </Stack>

          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('products.sections.flags')}
            </Title>
            <Group>
              <CheckboxField field={fields.containsAlcohol} label={t('products.flags.alcohol')} />
              <CheckboxField field={fields.isWeighted} label={t('products.flags.weighted')} />
              <CheckboxField field={fields.isRisky} label={t('products.flags.risky')} />
            </Group>
          </Stack>

          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('products.sections.export')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField field={fields.exportUnit} label={t('products.fields.exportUnit')} autoComplete={off} />
              <TextField
                inputMode="decimal"
                autoComplete={off}
                field={fields.unitsInPackage}
                label={t('products.fields.unitsInPackage')}
              />
              <TextField
                field={fields.mainInventoryUnit}
                label={t('products.fields.mainInventoryUnit')}
                autoComplete={off}
              />
              <TextField
                field={fields.inventoryCountUnit}
                label={t('products.fields.inventoryCountUnit')}
                autoComplete={off}
              />
              <TextAreaField
                minRows={2}
                field={fields.countingUnits}
                label={t('products.fields.countingUnits')}
                description={t('products.fields.countingUnitsHint')}
              />
            </SimpleGrid>
            <CheckboxField field={fields.excludeFromStockExport} label={t('products.fields.excludeFromStockExport')} />
          </Stack>

          <Group>
            <Button type="submit" loading={navigation.state === 'submitting'}>
              {t('common.save')}
            </Button>
            <Button component={Link} to={cancelTo} variant="default">
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </Form>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('products.priceQuestion.title')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack>
          <Text>{t('products.priceQuestion.body')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => choose('correct')}>
              {t('products.priceQuestion.no')}
            </Button>
            <Button onClick={() => choose('new')}>{t('products.priceQuestion.yes')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
